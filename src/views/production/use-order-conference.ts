import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { type OrderConferenceRef, orderConferenceMachine } from "../../machines/order-conference.machine.ts";
import type { AttendanceDetail, MoveOrderRequest } from "../../schemas/production.ts";
import { moveAttendance } from "../../services/api/production.ts";

/** The conference of spec 4 for an order as it is now, moving it through PATCH /api/v1/silkriar_attendances/{id}. */
export function useOrderConference(order: AttendanceDetail): OrderConferenceRef {
  const [machine] = useState(() =>
    orderConferenceMachine.provide({
      actors: {
        "move order": fromPromise<AttendanceDetail, MoveOrderRequest>(({ input }) => moveAttendance(input)),
      },
    }),
  );
  return useActorRef(machine, {
    input: { orderId: order.id, statusId: order.status_id, items: order.items.map((item) => ({ id: item.id })) },
  });
}
