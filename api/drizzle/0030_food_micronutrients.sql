ALTER TABLE "foods" ADD COLUMN "sodio" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "azucares" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "grasas_saturadas" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "calcio" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "hierro" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sodio_natural" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "azucares_naturales" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "grasas_frutos_secos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "ultraprocesado" boolean DEFAULT false NOT NULL;