import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder';
import { describeGeneratedTypes } from './descriptions';
import './scalars';
import './errors';
import './system';
import './reference';
import './account';
import './sportsbook';
import './cashier';
import './bonus';
import './betting';
import './casino';
import './agents';
import './messages';
import './responsible';
import './backoffice/root';
import './backoffice/staff';
import './backoffice/payments';
import './backoffice/compliance';
import './chat';
import './backoffice/chat';
import './backoffice/reports';
import './backoffice/players';
import './session-ended';
import './backoffice/operations';

/** Every domain module registers its types on import; this is the one schema. */
export const schema = describeGeneratedTypes(lexicographicSortSchema(builder.toSchema()));
