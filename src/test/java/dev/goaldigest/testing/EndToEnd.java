package dev.goaldigest.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A class of end-to-end tests: the real pinned {@code @playwright/mcp} driving Debian Chromium. Without those parts
 * each of its tests is reported as skipped (the reason printed once per run) and its {@code @BeforeAll} and
 * {@code @AfterAll} methods do not run; under {@code CI=true} the class fails instead. Tagged {@code e2e}
 * ({@code mvn -B verify -Dsurefire.excludedGroups=e2e} leaves them out).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("e2e")
@ExtendWith(EndToEndCondition.class)
public @interface EndToEnd {
}
