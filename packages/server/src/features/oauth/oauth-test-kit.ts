// The OAuth test kit lives in test/oauth-kit.ts (tests of other features use it too); re-exported for tests that import it here.
export * from '../../../test/oauth-kit';
