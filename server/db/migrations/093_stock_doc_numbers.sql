-- Warehouse document numbers (入库 RK…, 出库 CK…, 调整 TZ…): the China time to the second and three digits
-- of this sequence, so two documents of the same second never share a number (three random digits did,
-- one time in a thousand, across shops and processes).
create sequence if not exists stock_doc_seq;
