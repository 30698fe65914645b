/**
 * Which data a modal needs before it can show anything. The site opens these modals with the data it has
 * in hand (a deposit's transfer, a withdrawal row); /open-modal/{tag}/{data?} (seed 000 §2) can name any
 * tag with at most a text, so a link may name one without what it shows: the frame then says so in the
 * modal instead of letting the content fail and take the app down with it.
 */
type Fields = Record<string, unknown>;

const isObject = (data: unknown): data is Fields => typeof data === 'object' && data !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** X1TransferModal: the transfer to confirm (seed 000 §3 "Transfer modal data": Id). */
export const isX1TransferData = (data: unknown): boolean => isObject(data) && isText(data.transferId);

/** X1WidgetModal: the widget and the transfer it pays (seed 000 §3 "X1 widget modal data"). */
export const isX1WidgetData = (data: unknown): boolean =>
  isObject(data) && isText(data.widgetId) && isObject(data.transfer) && isX1TransferData(data.transfer) && isText(data.transfer.amount) && isText(data.transfer.currency);

/** cancelWithdrawalModal: the withdrawal row it cancels (its id and formatted amount). */
export const isCancelWithdrawalData = (data: unknown): boolean => isObject(data) && isText(data.id) && isText(data.amount);

/** The generic modal: at least its message (the header falls back to the modal's title). */
export const isGenericModalData = (data: unknown): boolean => isObject(data) && isText(data.message);
