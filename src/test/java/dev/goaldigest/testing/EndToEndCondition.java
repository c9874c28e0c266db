package dev.goaldigest.testing;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.AssertionFailedError;

/**
 * What {@link EndToEnd} does. An aborted {@code @BeforeAll} would hide a class's tests from the count ("Tests run:
 * 0"), so the class itself always runs: each test is disabled with the reason, the class's own set-up and tear-down
 * are skipped, and the reason is printed once per run, not once per test.
 *
 * <p>The JUnit configuration parameters {@code goaldigest.e2e.cli} (the upstream's {@code cli.js}) and
 * {@code goaldigest.e2e.ci} (instead of the environment's {@code CI}) exist for this class's own test.
 */
public final class EndToEndCondition implements ExecutionCondition, BeforeAllCallback, InvocationInterceptor {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(EndToEndCondition.class);

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (context.getTestMethod().isEmpty()) {
            return ConditionEvaluationResult.enabled("the class runs so that its tests are counted");
        }
        List<String> missing = missing(context);
        if (missing.isEmpty()) return ConditionEvaluationResult.enabled("the upstream and Chromium are here");
        if (onCi(context)) return ConditionEvaluationResult.enabled("CI=true: missing parts fail the class");
        String reason = E2E.reason(missing);
        context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent("reported", key -> {
            QuietStderr.console().println("skipped: " + reason);
            return Boolean.TRUE;
        }, Boolean.class);
        return ConditionEvaluationResult.disabled(reason);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        List<String> missing = missing(context);
        if (!missing.isEmpty() && onCi(context)) {
            throw new AssertionFailedError(E2E.reason(missing) + " (CI=true: not skipped)");
        }
    }

    @Override
    public void interceptBeforeAllMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> method,
            ExtensionContext context) throws Throwable {
        proceedUnlessSkipped(invocation, context);
    }

    @Override
    public void interceptAfterAllMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> method,
            ExtensionContext context) throws Throwable {
        proceedUnlessSkipped(invocation, context);
    }

    /** The class's set-up starts what its tests use: nothing to start when every test is skipped. */
    private static void proceedUnlessSkipped(Invocation<Void> invocation, ExtensionContext context) throws Throwable {
        if (missing(context).isEmpty()) invocation.proceed();
        else invocation.skip();
    }

    private static List<String> missing(ExtensionContext context) {
        Path cli = context.getConfigurationParameter("goaldigest.e2e.cli").map(Path::of).orElse(E2E.CLI);
        return E2E.missing(cli);
    }

    private static boolean onCi(ExtensionContext context) {
        return context.getConfigurationParameter("goaldigest.e2e.ci").map(Boolean::parseBoolean)
                .orElse(E2E.onCi());
    }
}
