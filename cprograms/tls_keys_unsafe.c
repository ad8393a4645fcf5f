// expect: UNSAFE
// state-space: finite
// Source: thread-specific data, the mistake of expecting a new thread to inherit its creator's
// value. main stores 7 under the key, then raises `flag`; the worker checks its own value only when
// it sees the flag. Bug: main sets flag = 1 before the worker reads it; the worker's value is NULL
// (0), not 7. If the worker reads flag first, nothing is checked and the run is safe.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef unsigned int pthread_key_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_key_create(pthread_key_t *key, void (*destructor)(void *));
extern void *pthread_getspecific(pthread_key_t key);
extern int pthread_setspecific(pthread_key_t key, const void *value);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
pthread_key_t key;
int flag;

void *worker(void *arg) {
  int f = flag;
  if (f) {
    long v = (long)pthread_getspecific(key);
    __VERIFIER_assert(v == 7);
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_key_create(&key, 0);
  pthread_setspecific(key, (void *)7);
  pthread_create(&t, 0, worker, 0);
  flag = 1;
  pthread_join(t, 0);
  return 0;
}
