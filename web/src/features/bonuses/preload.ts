/** The bonuses page's preparation (the route table's): the tab's query starts with the page's code. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../routing/preload';
import { cashierFetchPolicy } from '../cashier/version';
import BonusesPageQuery, { type BonusesPageQuery as BonusesPageOperation } from './__generated__/BonusesPageQuery.graphql';
import { bonusesPageVariables } from './tabs';

export const prepareBonuses = ({ params }: LoaderFunctionArgs) => ({
  query: preload<BonusesPageOperation>(BonusesPageQuery, bonusesPageVariables(params.tab), cashierFetchPolicy()),
});
