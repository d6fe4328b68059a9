CREATE TABLE "luxid_vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "luxid_vitals_daily_day_route_metric_device_bucket_pk" PRIMARY KEY("day","route","metric","device","bucket")
);
