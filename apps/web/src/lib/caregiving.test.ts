import { describe, expect, it } from 'vitest';
import { careAllows, careLanding } from './caregiving';

describe('careLanding', () => {
  it('opens the dashboard only with every category, the card for the emergency role, else the first screen in scope', () => {
    const everything = ['history', 'lab_reports', 'readings', 'visits', 'claims', 'files'] as const;
    expect(careLanding('viewer', everything)).toBe('/dashboard');
    expect(careLanding('emergency', everything)).toBe('/emergency-card');
    expect(careLanding('editor', ['lab_reports', 'files'])).toBe('/pathological-reports');
    expect(careLanding('viewer', ['claims', 'visits'])).toBe('/upcoming-visits');
    expect(careLanding('viewer', ['files'])).toBe('/emergency-card');
  });
});

describe('careAllows', () => {
  const patient = (role: 'self' | 'manager' | 'viewer' | 'editor' | 'emergency', categories?: string[]) =>
    ({ id: 'p', name: 'Kamala Devi', relationship: 'mother', role, categories }) as Parameters<
      typeof careAllows
    >[0];
  const readLabs = { need: ['lab_reports'], access: 'read' } as const;
  const writeLabs = { need: ['lab_reports'], access: 'write' } as const;

  it('opens every screen for the account itself and a managed family member', () => {
    for (const role of ['self', 'manager'] as const) {
      expect(careAllows(patient(role), { need: 'owner' })).toBe(true);
      expect(careAllows(patient(role), writeLabs)).toBe(true);
    }
  });

  it('shows a caregiver only the screens of their categories, and a viewer none that change them', () => {
    expect(careAllows(patient('editor', ['lab_reports']), readLabs)).toBe(true);
    expect(careAllows(patient('editor', ['lab_reports']), writeLabs)).toBe(true);
    expect(careAllows(patient('editor', ['lab_reports']), { need: ['history'], access: 'read' })).toBe(false);
    expect(careAllows(patient('viewer', ['lab_reports']), readLabs)).toBe(true);
    expect(careAllows(patient('viewer', ['lab_reports']), writeLabs)).toBe(false);
    expect(careAllows(patient('editor', ['lab_reports']), { need: 'owner' })).toBe(false);
    expect(careAllows(patient('viewer', []), { need: 'profile' })).toBe(true);
  });

  it('gives the emergency role the card and the account screens only', () => {
    expect(careAllows(patient('emergency', []), { need: 'card' })).toBe(true);
    expect(careAllows(patient('emergency', []), { need: 'account' })).toBe(true);
    expect(careAllows(patient('emergency', []), { need: 'profile' })).toBe(false);
    expect(careAllows(patient('emergency', ['lab_reports']), readLabs)).toBe(false);
  });
});
