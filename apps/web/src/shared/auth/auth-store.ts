import type { UserRole } from '@mathsight/contract/auth.ts';
import { createResettableStore } from '../state/store-registry.ts';

/** What the Google sign-in hands to the sign-up step (spec §3 "Google sign-up data"). */
export interface GoogleSignupData {
  googleToken: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string | null;
  userRole: UserRole | null;
}

export interface AuthState {
  loginPending: boolean;
  /** The message to show under the sign-in form, as the server worded it. */
  loginError: string | null;
  signupPending: boolean;
  signupError: string | null;
  googleData: GoogleSignupData | null;
  /** Spec §4: false until a login succeeds or the user's details load. */
  isAuthenticated: boolean;
  loginStarted: () => void;
  loginSucceeded: () => void;
  loginFailed: (message: string) => void;
  clearLoginError: () => void;
  signupStarted: () => void;
  signupSucceeded: () => void;
  signupFailed: (message: string) => void;
  setGoogleData: (data: GoogleSignupData | null) => void;
  /** The user's details have loaded with a valid session. */
  markAuthenticated: () => void;
}

export const useAuthStore = createResettableStore<AuthState>((set) => ({
  loginPending: false,
  loginError: null,
  signupPending: false,
  signupError: null,
  googleData: null,
  isAuthenticated: false,
  loginStarted: () => set({ loginPending: true, loginError: null }),
  loginSucceeded: () => set({ loginPending: false, loginError: null, isAuthenticated: true }),
  loginFailed: (message) => set({ loginPending: false, loginError: message, isAuthenticated: false }),
  clearLoginError: () => set({ loginError: null }),
  signupStarted: () => set({ signupPending: true, signupError: null }),
  signupSucceeded: () => set({ signupPending: false, signupError: null }),
  signupFailed: (message) => set({ signupPending: false, signupError: message }),
  setGoogleData: (googleData) => set({ googleData }),
  markAuthenticated: () => set({ isAuthenticated: true }),
}));
