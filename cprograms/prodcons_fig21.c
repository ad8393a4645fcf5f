// expect: SAFE
// state-space: finite
// Source: thesis Fig. 2.1 (producer-consumer problem), buffer size N = 3, one producer
// and one consumer looping forever. produce: lock; if count < N { put item; count++ };
// unlock. consume: lock; if count > 0 { remove item; count-- }; unlock.
// Why safe: every access to count and buf happens under the mutex, and the guards keep
// 0 <= count <= N, so a put never writes past the buffer and a remove always finds the
// item that was put there (value 1). count and buf are bounded -> finite.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int buf[3];
int count;
pthread_mutex_t mutex;

void produce(void) {
  int c;
  pthread_mutex_lock(&mutex);
  c = count;
  if (c < 3) {
    buf[c] = 1;
    count = c + 1;
  }
  pthread_mutex_unlock(&mutex);
}

void consume(void) {
  int c, item;
  pthread_mutex_lock(&mutex);
  c = count;
  if (c > 0) {
    item = buf[c - 1];
    __VERIFIER_assert(item == 1);
    buf[c - 1] = 0;
    count = c - 1;
  }
  __VERIFIER_assert(c >= 0 && c <= 3);
  pthread_mutex_unlock(&mutex);
}

void *producer(void *arg) {
  while (1) { produce(); }
  return 0;
}

void *consumer(void *arg) {
  while (1) { consume(); }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
