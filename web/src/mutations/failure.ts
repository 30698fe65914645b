import { graphql } from 'react-relay';

/**
 * What every mutation (and the mailbox query) reads of an expected failure (ARCHITECTURE rule 4),
 * spread into each result union as `...failure_error @relay(mask: false) @alias(as: "failure")`: every
 * error type implements Error, so `failure` holds the error (also one this client does not know yet)
 * and is null when the union answered the field's value (builder.ts: one result style, the value itself
 * in the union).
 */
export const failureFragment = graphql`
  fragment failure_error on Error {
    code
    message
    ... on ValidationError {
      fields {
        field
        message
      }
    }
    ... on AuthError {
      retryAfterSeconds
    }
    ... on RateLimitedError {
      retryAfterSeconds
    }
    ... on CashierError {
      field
    }
    ... on BonusError {
      field
      requiresDeposit
    }
    ... on AgentFormError {
      fieldErrors {
        field
        message
      }
    }
  }
`;
