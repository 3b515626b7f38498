import { request } from '../client';

/** Revokes the bearer token on the server (the customer signs out). */
export const signOut = () => request<{ message?: string }>('auth/logout', { method: 'POST' });
