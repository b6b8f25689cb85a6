// What a permission brings with it in a role (common/portal/permissions.ts): its resource's view,
// and for attendance.edit (any class) attendance.create (one's own classes), both when a role is
// saved or read and when a box of the role editor's matrix is ticked or unticked.

import { ALL_PERMISSIONS, normalisePermissions, withoutPermission } from '@common/portal/permissions';
import { toggledPermissions } from '@machines/portal/role-editor.machine';
import { describe, expect, it } from 'vitest';

describe('a role’s permissions', () => {
  it('bring their resource’s view, and attendance.edit brings attendance.create', () => {
    expect(normalisePermissions(['students.edit'])).toEqual(['students.view', 'students.edit']);
    expect(normalisePermissions(['attendance.edit'])).toEqual([
      'attendance.view',
      'attendance.create',
      'attendance.edit',
    ]);
    // A role stored before the rule (view and edit only) is read with create.
    expect(normalisePermissions(['attendance.view', 'attendance.edit'])).toContain('attendance.create');
    expect(normalisePermissions(['attendance.view', 'attendance.create'])).not.toContain('attendance.edit');
  });

  it('drop what is not a permission, and keep the matrix’s order', () => {
    expect(normalisePermissions(['audit.view', 'students.fly', 'academics.view'])).toEqual([
      'academics.view',
      'audit.view',
    ]);
    expect(normalisePermissions([...ALL_PERMISSIONS].reverse())).toEqual(ALL_PERMISSIONS);
  });

  it('lose what brings a permission when it is taken away', () => {
    const coordinator = normalisePermissions(['attendance.edit', 'attendance.export', 'students.view']);
    expect(withoutPermission(coordinator, 'attendance.create')).toEqual([
      'students.view',
      'attendance.view',
      'attendance.export',
    ]);
    expect(withoutPermission(coordinator, 'attendance.view')).toEqual(['students.view']);
    expect(withoutPermission(coordinator, 'attendance.edit')).toEqual([
      'students.view',
      'attendance.view',
      'attendance.create',
      'attendance.export',
    ]);
  });

  it('follow the role editor’s ticks both ways', () => {
    const ticked = toggledPermissions(['academics.view'], 'attendance.edit');
    expect(ticked).toEqual(['academics.view', 'attendance.view', 'attendance.create', 'attendance.edit']);
    expect(toggledPermissions(ticked, 'attendance.create')).toEqual(['academics.view', 'attendance.view']);
    expect(toggledPermissions(ticked, 'academics.view')).toEqual([
      'attendance.view',
      'attendance.create',
      'attendance.edit',
    ]);
  });
});
