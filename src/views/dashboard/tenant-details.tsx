import { SCHOOL_TIME_ZONE } from '@common/school-clock';
import { ATTENDANCE_TRACKING, CLASS_OPTIONS, LIVE_CLASSROOM, NCERT_COURSES } from '@common/tenant-features';
import type { Tenant } from '@machines/tenant.machine';
import { useDashboardMessages } from '@site/i18n/use-dashboard-messages';
import { useMessages } from '@site/i18n/use-messages';
import { StatusBadge } from './status-badge';

// Dates in India's time zone and format, whatever the device's settings.
/** In India's time zone and the page's locale ('en-IN', 'hi-IN'), whatever the device's settings. */
function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(date);
}

/**
 * The admin portal's address. The API gives its host (`<code>.<TENANT_DOMAIN>`); the portal has the
 * main site's scheme and port (server/services/portal/portal-address.ts), and this page is on the
 * main site: http://<code>.localhost:3000 under `npm start`, https://<code>.shala.in in production.
 */
function portalUrl(domain: string): string {
  if (/^https?:\/\//.test(domain)) return domain;
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}`;
}

export function TenantDetails({ tenant }: { tenant: Tenant }) {
  const m = useDashboardMessages();
  const { locale } = useMessages();
  const featureLines = tenant.features.flatMap((feature) => {
    if (feature.name === NCERT_COURSES && 'values' in feature && feature.values.length > 0) {
      const names = CLASS_OPTIONS.filter((option) => feature.values.includes(option.id)).map((option) =>
        m.picker.className(option.grade),
      );
      return [m.details.ncertCourses(names.join(', '))];
    }
    // Only what does not exist yet is coming soon; attendance is in every portal.
    if (feature.name === LIVE_CLASSROOM) return [m.details.comingSoonFeature(m.picker.liveClassroom)];
    if (feature.name === ATTENDANCE_TRACKING) return [m.details.includedFeature(m.picker.attendanceTracking)];
    return [];
  });
  const rows: Array<[string, React.ReactNode]> = [
    [m.details.name, tenant.name],
    [m.details.description, tenant.description],
    [m.details.kind, m.details.kinds[tenant.kind]],
    [m.details.code, <code key="code">{tenant.code}</code>],
    [m.details.owner, tenant.owner],
    [
      m.details.domain,
      // The whole address, wrapped where it must be, never cut (issue 33).
      <a
        key="domain"
        className="tenant-details__address"
        href={portalUrl(tenant.domain)}
        rel="noopener noreferrer"
        target="_blank"
      >
        {portalUrl(tenant.domain)}
      </a>,
    ],
    [m.details.createdAt, formatDate(tenant.createdAt, locale)],
    [m.details.email, tenant.contactInfo.email],
    [m.details.phone, tenant.contactInfo.phone],
    [m.details.status, <StatusBadge key="status" status={tenant.deploymentStatus} />],
    [
      m.details.features,
      featureLines.length ? (
        <ul key="features" className="tenant-details__features">
          {featureLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        m.details.noFeatures
      ),
    ],
  ];
  const wide = new Set([m.details.description, m.details.domain, m.details.features]);
  return (
    <section className="card tenant-details" aria-labelledby="tenant-details-heading">
      <h2 id="tenant-details-heading">{m.details.heading}</h2>
      <dl className="tenant-details__grid">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={`tenant-details__row${wide.has(label) ? ' tenant-details__row--wide' : ''}`}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
