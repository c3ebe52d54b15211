import type { Invitation } from '@mathsight/contract/schools.ts';
import { createResettableStore } from '../../../shared/state/store-registry.ts';

/**
 * Spec §3 "Onboarding state": the role chosen at sign-up, the invitation code and what it is for
 * (its profile), the code's error, and whether the details form has unsaved input. Logout resets it.
 */
export interface OnboardingState {
  schoolId: number | null;
  role: 'Teacher' | 'Student' | 'Parent' | null;
  invitationCode: string | null;
  invitationCodeProfile: Invitation | null;
  codeError: string | null;
  isFormDirty: boolean;
  chooseRole: (role: OnboardingState['role']) => void;
  codeAccepted: (code: string, profile: Invitation) => void;
  codeRefused: (message: string) => void;
  setFormDirty: (dirty: boolean) => void;
}

export const useOnboardingStore = createResettableStore<OnboardingState>((set) => ({
  schoolId: null,
  role: null,
  invitationCode: null,
  invitationCodeProfile: null,
  codeError: null,
  isFormDirty: false,
  chooseRole: (role) => set({ role }),
  codeAccepted: (invitationCode, invitationCodeProfile) =>
    set({ invitationCode, invitationCodeProfile, codeError: null, role: invitationCodeProfile.role }),
  codeRefused: (codeError) => set({ codeError, invitationCode: null, invitationCodeProfile: null }),
  setFormDirty: (isFormDirty) => set({ isFormDirty }),
}));
