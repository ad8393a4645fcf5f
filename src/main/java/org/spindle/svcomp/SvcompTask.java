package org.spindle.svcomp;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.MacroDefinition;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;
import org.spindle.task.PropertyFile;
import org.spindle.task.ProgramLoader;
import org.spindle.task.TaskFile;

/**
 * What an SV-COMP run is asked: the program file, the task definition if one was given, the
 * property file and the data model. Resolution follows SV-COMP: the property file on the command
 * line wins; without one a task {@code .yml} with exactly one property gives it. A {@code .yml}
 * that does not list the property asked for is bad input (the expected verdict of the task and the
 * question asked would not match). {@code defines}: macros predefined on the command line.
 */
public record SvcompTask(Path programFile, Optional<TaskFile> task, PropertyFile property,
    DataModel dataModel, ImmutableList<MacroDefinition> defines) {

  public SvcompTask(Path programFile, Optional<TaskFile> task, PropertyFile property, DataModel dataModel) {
    this(programFile, task, property, dataModel, ImmutableList.of());
  }

  public static SvcompTask resolve(Path input, Path propertyFile, DataModel explicitModel) throws IOException {
    return resolve(input, propertyFile, explicitModel, List.of());
  }

  public static SvcompTask resolve(Path input, Path propertyFile, DataModel explicitModel,
      List<MacroDefinition> defines) throws IOException {
    ProgramLoader.Input in = ProgramLoader.resolve(input, explicitModel, defines);
    boolean yml = input.getFileName().toString().endsWith(".yml") || input.getFileName().toString().endsWith(".yaml");
    Optional<TaskFile> task = yml ? in.task() : Optional.empty();
    PropertyFile prp;
    if (propertyFile != null) {
      prp = PropertyFile.read(propertyFile);
    } else if (task.isPresent()) {
      prp = fromTask(task.get());
    } else {
      throw new CompileError(new SourcePos(input.toString(), 1, 1),
          "no property: give --prop FILE.prp (or a task .yml that names one property)");
    }
    if (task.isPresent() && prp.supported().isPresent()
        && task.get().find(prp.supported().get()).isEmpty()) {
      throw new CompileError(new SourcePos(input.toString(), 1, 1), "the task does not list the property "
          + prp.supported().get().svcompName() + " of " + prp.path());
    }
    return new SvcompTask(in.sourceFile(), task, prp, in.dataModel(), in.defines());
  }

  private static PropertyFile fromTask(TaskFile t) throws IOException {
    if (t.properties().size() != 1) {
      throw new CompileError(new SourcePos(t.yml().toString(), 1, 1), "the task lists "
          + t.properties().size() + " properties: give the one to check with --prop");
    }
    Path prp = t.properties().get(0).propertyFile();
    if (!Files.isRegularFile(prp)) {
      throw new IOException("cannot read property file " + prp + " named by " + t.yml() + ": no such file");
    }
    return PropertyFile.read(prp);
  }
}
