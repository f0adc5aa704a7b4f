import { describe, expect, it } from "vitest";
import { dataField, parseClientMessage, parseUpgradeTarget } from "./client-message.ts";

describe("parseUpgradeTarget", () => {
  it("reads the app key and protocol version", () => {
    expect(parseUpgradeTarget("/app/rede-key?protocol=7&client=js&version=8.6.0&flash=false")).toEqual({
      key: "rede-key",
      protocol: 7,
    });
    expect(parseUpgradeTarget("/app/k%20ey")).toEqual({ key: "k ey", protocol: 0 });
    expect(parseUpgradeTarget("/app/%E0%A4%A?protocol=7")).toEqual({ key: "%E0%A4%A", protocol: 7 });
  });

  it("leaves other and malformed paths alone without throwing", () => {
    for (const url of [undefined, "", "/", "//", "//x/app/k", "http://x/app/k", "/app/", "/app/k/extra", "/socket"]) {
      expect(parseUpgradeTarget(url)).toBeNull();
    }
  });
});

describe("client messages", () => {
  it("needs a JSON object with a string event", () => {
    expect(parseClientMessage('{"event":"pusher:ping","data":{}}')).toEqual({ event: "pusher:ping", data: {} });
    for (const text of ["", "{", "null", "[]", '"x"', '{"event":1}', '{"data":{}}']) {
      expect(parseClientMessage(text)).toBeNull();
    }
  });

  it("reads data fields from objects and JSON strings only", () => {
    expect(dataField({ channel: "a" }, "channel")).toBe("a");
    expect(dataField('{"channel":"a"}', "channel")).toBe("a");
    expect(dataField("nope", "channel")).toBeUndefined();
    expect(dataField(["a"], "0")).toBeUndefined();
    expect(dataField({}, "toString")).toBeUndefined();
    expect(dataField(null, "channel")).toBeUndefined();
  });
});
