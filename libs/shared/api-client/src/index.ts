export { ApiError, isApiError, type ClientErrorCode } from './api-error';
export { apiRequest, API_BASE, type HttpMethod, type RequestOptions } from './http';
export {
  register,
  login,
  getMe,
  updateProfile,
  forgotPassword,
  resetPassword,
  adminLogin,
  getAdminUsers,
} from './auth';
export {
  createFetchMock,
  apiErrorReply,
  fakeUser,
  storeSignedIn,
  type FetchMock,
  type MockHandler,
  type MockReply,
  type MockRequest,
} from './testing';
export { createQueryClient, shouldRetry } from './query-client';
