import type { AttendanceDetail, AttendanceListItem, OrderItem } from "../../schemas/production.ts";

// Orders as the API answers them, for the component tests.

const FALSE_OPTIONS = {
  colorful_sleeve: false,
  collar_v: false,
  colorful_collar: false,
  long_sleeve: false,
  raglan_sleeve: false,
  collar_vies: false,
  cuff_sleeve: false,
  sublimed_sleeve: false,
  pocket: false,
};

export const shirt: OrderItem = {
  id: 31,
  publicId: "it-31",
  description: "Camiseta branca gola V",
  stamp_id: 2,
  stamp: { id: 2, description: "Logo frente 10x10 cm, 1 cor" },
  quantity: 10,
  unit_price: "25.90",
  discount: "0.00",
  subtotal: "259.00",
  cloth: "Algodão penteado",
  cloth_color: "Branco",
  ...FALSE_OPTIONS,
  collar_v: true,
  pocket: true,
  orders_items_sizes: [
    { id: 1, size_id: 2, size: { id: 2, name: "P" }, quantity: 4 },
    { id: 2, size_id: 3, size: { id: 3, name: "M" }, quantity: 6 },
  ],
};

export const cap: OrderItem = {
  ...shirt,
  ...FALSE_OPTIONS,
  id: 32,
  publicId: "it-32",
  description: "Boné aba curva bordado",
  stamp_id: null,
  stamp: null,
  quantity: 5,
  unit_price: "15.00",
  subtotal: "75.00",
  orders_items_sizes: [],
};

export const listItem: AttendanceListItem = {
  id: 12,
  number: 112,
  company_id: 1,
  company_name: "Rede Demo Centro",
  customer_id: null,
  customer_name: "Escola Estadual Ao Vivo",
  customer_phone: "(31) 98765-4321",
  delivery_date: "2026-05-10",
  late: true,
  days_late: 3,
  status_id: 3,
  status_name: "Cortes",
  previous_status: { status_id: 2, name: "Artes" },
  next_status: { status_id: 4, name: "Tela/Revelação" },
  canceled_reason: null,
  items_count: 2,
  pieces: 15,
  total: "334.00",
  created_at: "2026-05-01T12:00:00.000Z",
  updated_at: "2026-05-02T12:00:00.000Z",
};

export const order: AttendanceDetail = {
  ...listItem,
  customer_doc: "",
  notes: "",
  finished_at: null,
  created_by: { id: 5, full_name: "Camila Rocha Siqueira" },
  items: [shirt, cap],
  seamstresses: [],
  documents: [
    {
      id: 7,
      file_name: "arte-final.png",
      content_type: "image/png",
      size: 2048,
      uploaded_by: { id: 5, full_name: "Camila Rocha Siqueira" },
      created_at: "2026-05-02T13:05:00.000Z",
      url: "/api/v1/silkriar_attendances/12/documents/7",
    },
  ],
  activities: [],
};
