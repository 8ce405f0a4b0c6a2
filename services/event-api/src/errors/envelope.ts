import type { EventApiError } from "./codes";

export interface SuccessEnvelope<T> {
  message: string;
  data: T;
  success: true;
  error: false;
}

export interface ErrorEnvelope {
  message: string;
  data: null;
  code: number;
  success: false;
  error: true;
}

export function successEnvelope<T>(message: string, data: T): SuccessEnvelope<T> {
  return { message, data, success: true, error: false };
}

export function errorEnvelope(err: EventApiError): ErrorEnvelope {
  return { message: err.message, data: null, code: err.code, success: false, error: true };
}
