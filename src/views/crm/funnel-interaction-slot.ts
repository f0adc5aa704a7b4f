import { type ComponentType, createElement } from "react";
import { InteractionDialog } from "./interaction-dialog.tsx";

// The funnel's "Nova interação" opens the CRM interaction modal for the card's customer; `onSaved` reloads the
// funnel (a colleague's funnels reload through the realtime event the interactions API publishes).

export type FunnelInteractionModalProps = {
  readonly customerId: number;
  readonly customerName: string;
  readonly stageId: number;
  readonly onClose: () => void;
  readonly onSaved: () => void;
};

function FunnelInteractionModal({ customerId, customerName, onClose, onSaved }: FunnelInteractionModalProps) {
  return createElement(InteractionDialog, {
    customer: { id: customerId, name: customerName },
    onSaved: () => onSaved(),
    onHide: onClose,
  });
}

export const FUNNEL_INTERACTION_MODAL: ComponentType<FunnelInteractionModalProps> | null = FunnelInteractionModal;
