from enum import StrEnum


class RankTablesEverySuitItem(StrEnum):
    A = "A"
    J = "J"
    K = "K"
    Q = "Q"
    T = "T"
    VALUE_0 = "2"
    VALUE_1 = "3"
    VALUE_2 = "4"
    VALUE_3 = "5"
    VALUE_4 = "6"
    VALUE_5 = "7"
    VALUE_6 = "8"
    VALUE_7 = "9"

    def __str__(self) -> str:
        return str(self.value)
