<?php
// Runs PHP code samples in one process: php runner.php RESULTS.json SAMPLE.php... (see ../samples.spec.ts).
// Each sample is included in a scope of its own, its output captured; a warning or notice counts as a failure,
// as it would be a bug a reader sees.
set_error_handler(function (int $no, string $message, string $file, int $line): bool {
    throw new ErrorException($message, 0, $no, $file, $line);
});
$results = [];
foreach (array_slice($argv, 2) as $file) {
    ob_start();
    try {
        (function () use ($file) {
            include $file;
        })();
        $results[] = ['ok' => true, 'out' => ob_get_clean()];
    } catch (Throwable $e) {
        $results[] = ['ok' => false, 'out' => ob_get_clean(), 'error' => (string) $e];
    }
}
file_put_contents($argv[1], json_encode($results));
