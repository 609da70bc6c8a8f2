CREATE TABLE "client_requests" (
	"user_id" text NOT NULL,
	"request_key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
