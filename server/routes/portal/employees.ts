import { ErrorBody, NoContent } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import {
  Employee,
  EmployeeBody,
  EmployeeGroup,
  EmployeeGroupList,
  EmployeeList,
  NameBody,
} from '@common/api/portal/employees';
import type { ApiRoutes } from '@server/app';
import { tenantOf } from '@server/plugins/portal-auth';
import type { EmployeeGroupKind } from '@server/services/portal/employees';

// Employees (docs/requirements/portal.md#employees, #api): departments and designations, then the
// employees themselves, each behind its `employees.*` permission.

const tags = ['Portal'];
const conflictErrors = { ...portalErrors, 409: ErrorBody };

const employeeRoutes: ApiRoutes = async (app, { portal, employeeRecords }) => {
  const groups: readonly { kind: EmployeeGroupKind; path: string; plural: string }[] = [
    { kind: 'department', path: '/departments', plural: 'departments' },
    { kind: 'designation', path: '/designations', plural: 'designations' },
  ];
  for (const { kind, path, plural } of groups) {
    app.get(
      path,
      {
        onRequest: portal.member('employees.view'),
        schema: {
          tags,
          summary: `The school's ${plural}, by name, with how many employees each has`,
          response: { 200: EmployeeGroupList, ...portalErrors },
        },
      },
      async (request) => ({ items: await employeeRecords.listGroups(tenantOf(request), kind) }),
    );

    app.post(
      path,
      {
        onRequest: portal.member('employees.create'),
        schema: {
          tags,
          summary: `Add a ${kind}`,
          description: 'Names are unique in the school, ignoring case (409).',
          body: NameBody,
          response: { 201: EmployeeGroup, ...conflictErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await employeeRecords.createGroup(tenantOf(request), kind, request.body.name)),
    );

    app.patch(
      `${path}/:id`,
      {
        onRequest: portal.member('employees.edit'),
        schema: {
          tags,
          summary: `Rename a ${kind}`,
          params: IdParams,
          body: NameBody,
          response: { 200: EmployeeGroup, ...conflictErrors },
        },
      },
      async (request) =>
        employeeRecords.renameGroup(tenantOf(request), kind, request.params.id, request.body.name),
    );

    app.delete(
      `${path}/:id`,
      {
        onRequest: portal.member('employees.delete'),
        schema: {
          tags,
          summary: `Remove a ${kind}`,
          description: `409 while an employee has this ${kind}.`,
          params: IdParams,
          response: { 204: NoContent, ...conflictErrors },
        },
      },
      async (request, reply) => {
        await employeeRecords.deleteGroup(tenantOf(request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/employees',
    {
      onRequest: portal.member('employees.view'),
      schema: {
        tags,
        summary: "The school's employees, by name",
        description: '`memberId` is the portal member invited from the employee, if any.',
        response: { 200: EmployeeList, ...portalErrors },
      },
    },
    async (request) => ({ employees: await employeeRecords.listEmployees(tenantOf(request)) }),
  );

  app.post(
    '/employees',
    {
      onRequest: portal.member('employees.create'),
      schema: {
        tags,
        summary: 'Add an employee',
        description:
          "The e-mail address is optional, stored lower-cased and unique in the school (409). The department and designation must be the school's own (400).",
        body: EmployeeBody,
        response: { 201: Employee, ...conflictErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await employeeRecords.createEmployee(tenantOf(request), request.body)),
  );

  app.patch(
    '/employees/:id',
    {
      onRequest: portal.member('employees.edit'),
      schema: {
        tags,
        summary: 'Change an employee',
        description:
          'Name and phone are replaced; an optional field left out stays as it is and null clears it.',
        params: IdParams,
        body: EmployeeBody,
        response: { 200: Employee, ...conflictErrors },
      },
    },
    async (request) => employeeRecords.updateEmployee(tenantOf(request), request.params.id, request.body),
  );

  app.delete(
    '/employees/:id',
    {
      onRequest: portal.member('employees.delete'),
      schema: {
        tags,
        summary: 'Remove an employee',
        description: 'A member invited from the employee keeps their access.',
        params: IdParams,
        response: { 204: NoContent, ...portalErrors },
      },
    },
    async (request, reply) => {
      await employeeRecords.deleteEmployee(tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default employeeRoutes;
