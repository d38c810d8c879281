// The users-and-team test kit lives in test/team-kit.ts (tests of other features use it too); re-exported for tests that import it here.
export * from '../../../test/team-kit';
