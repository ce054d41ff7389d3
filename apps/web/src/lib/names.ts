/** Names as people read them (the rule lives in the contract so mails and notifications agree). */
export { formatName, initialsOf, nameFieldOrder } from '@app/contract/rules/names';
