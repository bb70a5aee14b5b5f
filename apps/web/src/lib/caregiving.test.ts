import { describe, expect, it } from 'vitest';
import { careLanding } from './caregiving';

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
