import AuditPage from '../audit/AuditPage';

/**
 * /backoffice/trading/audit (issue 19): the audit log's page on the trading operations' own read
 * (trading.audit.read: traders, admins, auditors), started filtered to the trading operations.
 */
export default function TradingAuditPage() {
  return <AuditPage trading />;
}
