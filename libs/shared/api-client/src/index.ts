export { ApiError, isApiError, type ApiErrorKind, type ClientErrorCode } from './api-error';
export {
  apiRequest,
  apiDownload,
  API_BASE,
  TOKEN_REFUSED_EVENT,
  type HttpMethod,
  type RequestOptions,
} from './http';
export {
  register,
  login,
  getMe,
  logout,
  updateProfile,
  forgotPassword,
  resetPassword,
  verifyEmail,
  resendVerification,
  adminLogin,
  getAdminUsers,
} from './auth';
export { getAuthSessions, endAuthSession, logoutAll } from './auth-sessions';
export {
  getProducts,
  getProduct,
  getProductVariants,
  getProductReviews,
  createProductReview,
  getUserReviews,
  getMyReviews,
  type ProductQueryParams,
} from './catalogue';
export {
  getAdminOrders,
  getAdminOrderStats,
  getAdminSales,
  updateOrderStatus,
  refundOrder,
  getAdminReturns,
  updateReturn,
} from './admin-orders';
export { createCheckoutSession, createGuestCheckoutSession, getCheckoutStatus, payOrder } from './payments';
export {
  getOrders,
  getMyOrders,
  lookupOrder,
  getOrder,
  cancelOrder,
  cancelGuestOrder,
  requestReturn,
} from './orders';
export {
  getAdminTradeStats,
  getAdminTrades,
  getAdminTradePayoutTotals,
  reviewTrade,
  exportAdminTrades,
  getDevicePricing,
  createDevicePricing,
  updateDevicePricing,
  deleteDevicePricing,
} from './admin-trades';
export {
  getTradeDevices,
  getTradeQuote,
  getTradePartners,
  uploadTradeImage,
  createTradeRequest,
  getMyTrades,
  getTrade,
  trackTrade,
  actOnTrade,
  chooseTradePayout,
  createTradePayoutLink,
  type TradeAction,
} from './trade';
export { getStoreCredit } from './credit';
export {
  applyAsPartner,
  getMyPartnerApplication,
  getAdminPartnerApplications,
  reviewPartnerApplication,
} from './partners';
export {
  getSellerProducts,
  createSellerProduct,
  updateSellerProduct,
  deleteSellerProduct,
  uploadSellerProductImage,
  getAdminSellers,
  suspendSeller,
} from './sellers';
export {
  getSellerOrders,
  shipSellerOrder,
  getSellerStats,
  getSellerPayouts,
  getSellerEarnings,
  getSellerLedger,
  getSellerPayoutAccount,
  createSellerPayoutLink,
} from './seller-money';
export {
  getAdminSellerPayouts,
  getAdminTradePayouts,
  getAdminDisputes,
  getAdminDispute,
  submitDisputeEvidence,
  getLatestReconciliation,
  runReconciliation,
  type AdminPayoutsKindQuery,
} from './admin-money';
export { getSellerLabelRates, buySellerLabel, getAdminLabelRates, buyAdminLabel } from './shipping-labels';
export { getMarketplaceSettings, updateMarketplaceSettings } from './settings';
export {
  getAdminProducts,
  createAdminProduct,
  updateAdminProduct,
  deleteAdminProduct,
  uploadAdminProductImage,
  getAdminReviews,
  createStaffReview,
  setReviewHidden,
  deleteAdminReview,
  getReviewSettings,
  updateReviewSettings,
  reportReview,
} from './admin-catalogue';
export {
  getSupportTickets,
  createSupportTicket,
  getSupportTicket,
  replyToSupportTicket,
  uploadSupportAttachment,
  sendContactMessage,
  getAdminSupportTickets,
  getAdminSupportTicket,
  replyAsSupport,
  updateSupportTicket,
  getSupportAssignees,
  getAdminSupportSummary,
  getAdminContactMessages,
  replyToContactMessage,
  convertContactMessage,
} from './support';
export { getAdminUserProfile, suspendUser } from './admin-users';
export { getAuditLog } from './audit';
export { getCookiePreferences, saveCookiePreferences } from './cookies';
export { getSiteSettings, getAdminSiteSettings, updateAdminSiteSettings } from './site-settings';
export {
  createFetchMock,
  installFetchMock,
  apiErrorReply,
  fakeUser,
  fakeProduct,
  fakeReview,
  fakeTradeRequest,
  fakeTrackedTrade,
  fakeOrder,
  fakeOrderReturn,
  fakeParcelTracking,
  fakeShippingQuote,
  fakeSupportTicket,
  pagedFixture,
  storeSignedIn,
  signedInFetchMock,
  type FetchMock,
  type MockHandler,
  type MockReply,
  type MockRequest,
} from './testing';
export { createQueryClient, shouldRetry } from './query-client';
