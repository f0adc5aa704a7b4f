export type Locale = "pt" | "es";

/** The visible texts the specs click and read, per locale (locales/pt-BR, locales/es-EC). */
export const TEXTS = {
  pt: {
    prefix: "",
    loginField: "Usuário",
    passwordField: "Senha",
    signIn: "Entrar",
    invalidLogin: "Usuário e/ou senha inválido(s).",
    throttled: "Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.",
    usersMenu: "Usuários",
    homeMenu: "Início",
    notFound: "Página não encontrada",
    somethingWrong: "Algo de errado aconteceu",
    forbidden: "Acesso negado",
    back: "Voltar",
    reload: "Recarregar",
    languageOption: "Español",
  },
  es: {
    prefix: "/es",
    loginField: "Usuario",
    passwordField: "Contraseña",
    signIn: "Entrar",
    invalidLogin: "Usuario y/o contraseña inválido(s).",
    throttled: "Demasiados intentos de acceso fallidos. Espere 15 minutos e intente nuevamente.",
    usersMenu: "Usuarios",
    homeMenu: "Inicio",
    notFound: "Página no encontrada",
    somethingWrong: "Algo salió mal",
    forbidden: "Acceso denegado",
    back: "Volver",
    reload: "Recargar",
    languageOption: "Português",
  },
} as const;

export const DEMO_PASSWORD = "demo1234";

export type DemoLogin = "admin" | "caixa" | "caixa10" | "vendedor" | "producao" | "outra.admin";

/** Demo users of server/db/seed.ts and whether their permissions allow the users screen (USR 1). */
export const DEMO_USERS: ReadonlyArray<{ login: DemoLogin; name: string; seesUsers: boolean }> = [
  { login: "admin", name: "Mariana Albuquerque", seesUsers: true },
  { login: "caixa", name: "João Pedro Nascimento", seesUsers: false },
  { login: "caixa10", name: "Luciana Ferreira Campos", seesUsers: false },
  { login: "vendedor", name: "Rafael Tavares Moreira", seesUsers: false },
  { login: "producao", name: "Camila Rocha Siqueira", seesUsers: false },
  { login: "outra.admin", name: "Otávio Prado Outra Rede", seesUsers: true },
];
