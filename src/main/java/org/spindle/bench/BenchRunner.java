package org.spindle.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/** Runs the engine on every input, at most {@code jobs} children at a time; rows in input order. */
public final class BenchRunner {
  private final BenchConfig config;

  public BenchRunner(BenchConfig config) {
    this.config = config;
  }

  /** @param onRow called (from worker threads, serialised) as each row completes */
  public List<BenchRow> run(List<Path> inputs, Consumer<BenchRow> onRow) throws InterruptedException {
    List<String> names = TaskNames.relative(inputs);
    ExecutorService pool = Executors.newFixedThreadPool(config.jobs(), r -> {
      Thread t = new Thread(r, "bench-job");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<BenchRow>> futures = new ArrayList<>();
      for (int i = 0; i < inputs.size(); i++) {
        Path input = inputs.get(i);
        String name = names.get(i);
        futures.add(pool.submit(() -> {
          BenchRow row = runOne(name, input);
          synchronized (onRow) {
            onRow.accept(row);
          }
          return row;
        }));
      }
      List<BenchRow> rows = new ArrayList<>();
      for (Future<BenchRow> f : futures) {
        try {
          rows.add(f.get());
        } catch (ExecutionException e) {
          throw new IllegalStateException("benchmark job failed: " + e.getCause(), e.getCause());
        }
      }
      return rows;
    } finally {
      // On interruption, workers kill their children (ChildRun) before giving up.
      pool.shutdownNow();
    }
  }

  BenchRow runOne(String name, Path input) throws IOException, InterruptedException {
    Optional<Expected> expected;
    try {
      expected = ExpectedVerdicts.of(input, config.property());
    } catch (IOException e) {
      expected = Optional.empty(); // the child reports the unreadable input itself
    }
    WitnessCheck.clear(config, name);
    ChildRun.Execution ex = ChildRun.run(config.command(input, name), config.workDir(), config.hardLimitSeconds());
    TaskResult r = ResultReader.read(ex.exitCode(), ex.stdout(), ex.stderr(), ex.timedOut(), ex.seconds(),
        config.hardLimitSeconds());
    return new BenchRow(name, input, expected, r,
        Correctness.classify(expected, r.outcome(), config.engineSaysPartiallySafe()),
        WitnessCheck.check(config, input, name, r.outcome()));
  }
}
