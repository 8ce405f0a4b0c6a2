import type { GasMeter, KVGasConfig } from "../types/gas";
import type { Bytes, KVStore } from "./types";

/** Charges the gas meter for every access, with the Cosmos SDK's gaskv rules and descriptors. */
export class GasKVStore implements KVStore {
  constructor(
    private readonly parent: KVStore,
    private readonly meter: GasMeter,
    private readonly config: KVGasConfig,
  ) {}

  get(key: Bytes): Bytes | undefined {
    this.meter.consume(this.config.readCostFlat, "ReadFlat");
    const value = this.parent.get(key);
    this.meter.consume(this.config.readCostPerByte * BigInt(key.length), "ReadPerByte");
    this.meter.consume(this.config.readCostPerByte * BigInt(value?.length ?? 0), "ReadPerByte");
    return value;
  }

  has(key: Bytes): boolean {
    this.meter.consume(this.config.hasCost, "Has");
    return this.parent.has(key);
  }

  set(key: Bytes, value: Bytes): void {
    this.meter.consume(this.config.writeCostFlat, "WriteFlat");
    this.meter.consume(this.config.writeCostPerByte * BigInt(key.length), "WritePerByte");
    this.meter.consume(this.config.writeCostPerByte * BigInt(value.length), "WritePerByte");
    this.parent.set(key, value);
  }

  delete(key: Bytes): void {
    this.meter.consume(this.config.deleteCost, "Delete");
    this.parent.delete(key);
  }

  iterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.metered(this.parent.iterator(start, end));
  }

  reverseIterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.metered(this.parent.reverseIterator(start, end));
  }

  /**
   * The SDK charges a seek when the iterator is created and again on every Next, each time for the entry
   * the iterator stands on (key and value bytes) plus a flat cost; the first entry is thus charged twice.
   */
  private *metered(inner: IterableIterator<[Bytes, Bytes]>): IterableIterator<[Bytes, Bytes]> {
    let entry = inner.next();
    this.chargeSeek(entry.done ? undefined : entry.value);
    while (!entry.done) {
      yield entry.value;
      this.chargeSeek(entry.value);
      entry = inner.next();
    }
  }

  private chargeSeek(entry: [Bytes, Bytes] | undefined): void {
    if (entry !== undefined) {
      this.meter.consume(this.config.readCostPerByte * BigInt(entry[0].length), "ValuePerByte");
      this.meter.consume(this.config.readCostPerByte * BigInt(entry[1].length), "ValuePerByte");
    }
    this.meter.consume(this.config.iterNextCostFlat, "IterNextFlat");
  }
}
