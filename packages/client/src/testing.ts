// Test doubles for hosts and for @gatehouse/react's own tests: a scripted fetch, a movable location and fixtures.
export { createFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from './test-utils/create-fake-fetch';
export { createFakeLocation, type FakeLocation } from './test-utils/create-fake-location';
export { fakeEntitlements, fakeMe, fakeMeTenants, fakeTenant, fakeToken, paths } from './test-utils/fixtures';
export { createTestClient, loginAnswer, publicConfigurationAnswer, TEST_BASE_URL } from './test-utils/create-test-client';
