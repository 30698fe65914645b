import AuditPage from '../audit/AuditPage';

/** /backoffice/trading/audit (issue 19): the audit log's own page, started filtered to the trading operations. */
export default function TradingAuditPage() {
  return <AuditPage operation="trading." />;
}
