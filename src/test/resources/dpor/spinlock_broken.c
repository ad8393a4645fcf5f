// spinlock.c with the lock released before the increment instead of after it. UNSAFE: two
// threads can both read the counter before either writes it (a lost update), so it ends below 3.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int lock;
int counter;
int __VERIFIER_atomic_tas(void) { int old = lock; lock = 1; return old; }
void *thr(void *arg) {
  while (__VERIFIER_atomic_tas()) { }
  lock = 0;
  int c = counter;
  counter = c + 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, thr, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (counter != 3) reach_error();
  return 0;
}
