/** A web session lasts at most this long from sign-in, however often its cookie is renewed (30 days). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
