-- sha256: 98cc2f9345fa8defb56b4b4b96abc5ad30ebe055221598607ef72f7e85ef77bd
ALTER TABLE "stock_count_items" ADD COLUMN "expected" numeric(14, 3);
