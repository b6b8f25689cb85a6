import Type, { type Static } from 'typebox';
import { ErrorBody } from './errors';
import { Text } from './text';

// The owner's tenant under /prod/v1/tenants: read it, deploy it with chosen features, undeploy
// it. Each call needs the owner's bearer token, and the path's userId must be the token's owner.

export const TenantParams = Type.Object({
  userId: Type.String({ description: "The owner's id (a UUID), as login and verification answer it." }),
});
export type TenantParams = Static<typeof TenantParams>;

/** What the institution is (tenants.kind): a school's classes or a coaching centre's courses. */
export const TenantKind = Type.Union([Type.Literal('school'), Type.Literal('coaching')], {
  description: "'school' or 'coaching' (a coaching centre works in courses and batches).",
  errorMessage: "The kind field must be 'school' or 'coaching'.",
});
export type TenantKind = Static<typeof TenantKind>;

/** A feature is either a list of chosen values (NCERT courses: class ids) or a switch. */
export const TenantFeature = Type.Union([
  Type.Object({ name: Type.String(), values: Type.Array(Type.String()) }),
  Type.Object({ name: Type.String(), enabled: Type.Boolean() }),
]);
export type TenantFeature = Static<typeof TenantFeature>;

export const Tenant = Type.Object(
  {
    name: Type.String(),
    description: Type.String(),
    code: Type.String(),
    owner: Type.String(),
    domain: Type.String(),
    createdAt: Type.String({ description: 'ISO 8601, UTC.' }),
    contactInfo: Type.Object({ email: Type.String(), phone: Type.String() }),
    deploymentStatus: Type.String({
      description: "'not_deployed', 'deployed' or 'failed'; clients should show other values as unknown.",
    }),
    isActive: Type.Boolean(),
    kind: TenantKind,
    features: Type.Array(TenantFeature),
    pendingOperation: Type.Union([Type.Literal('deploy'), Type.Literal('undeploy'), Type.Null()], {
      description: 'A deploy or undeploy still in progress (poll until null).',
    }),
  },
  { title: 'Tenant' },
);
export type Tenant = Static<typeof Tenant>;

// One shape for both kinds of feature, so a wrong type is named by field; which kind a feature
// must be is the shared rule's business (common/tenant-features.ts).
export const DeployBody = Type.Object({
  userId: Type.String({
    maxLength: 100,
    description: 'The same userId as in the path.',
    errorMessage: { required: 'The userId field is required.' },
  }),
  features: Type.Array(
    Type.Object({
      name: Text({ maxLength: 100, description: "Today only 'ncertCourses' can be deployed." }),
      values: Type.Optional(
        Type.Array(Text({ maxLength: 10 }), { maxItems: 12, description: "Class ids '1' to '12'." }),
      ),
      enabled: Type.Optional(Type.Boolean()),
    }),
    { maxItems: 10, errorMessage: { required: 'The features field is required.' } },
  ),
  /** School or coaching centre, as the owner answered at activation; absent keeps the tenant's kind. */
  kind: Type.Optional(TenantKind),
});
export type DeployBody = Static<typeof DeployBody>;

/** The error statuses every tenant call may answer. */
export const tenantErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
};
