from enum import StrEnum


class ResultBatchSummaryStopped(StrEnum):
    ANSWER_BYTES = "answer-bytes"
    RECORDS = "records"
    TIME = "time"

    def __str__(self) -> str:
        return str(self.value)
