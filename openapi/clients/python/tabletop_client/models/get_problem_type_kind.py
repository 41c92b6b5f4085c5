from enum import StrEnum

class GetProblemTypeKind(StrEnum):
    BAD_REQUEST = "bad-request"
    BODY_TOO_LARGE = "body-too-large"
    BOTS_BUSY = "bots-busy"
    GAME_FINISHED = "game-finished"
    GAME_NOT_FOUND = "game-not-found"
    GAME_TYPE_NOT_FOUND = "game-type-not-found"
    HEADERS_TOO_LARGE = "headers-too-large"
    ILLEGAL_ACTION = "illegal-action"
    INTERNAL_ERROR = "internal-error"
    INVALID_ACTION = "invalid-action"
    INVALID_BODY = "invalid-body"
    INVALID_GAME_REQUEST = "invalid-game-request"
    INVALID_STREAM_REQUEST = "invalid-stream-request"
    METHOD_NOT_ALLOWED = "method-not-allowed"
    NOT_ACCEPTABLE = "not-acceptable"
    NOT_FOUND = "not-found"
    NOT_YOUR_DECISION = "not-your-decision"
    PROBLEM_KIND_NOT_FOUND = "problem-kind-not-found"
    REDIS_UNAVAILABLE = "redis-unavailable"
    REQUEST_LINE_TOO_LONG = "request-line-too-long"
    STALE_VERSION = "stale-version"
    TOO_MANY_REQUESTS = "too-many-requests"
    UNAUTHORIZED = "unauthorized"
    UNSUPPORTED_MEDIA_TYPE = "unsupported-media-type"
    VERSION_AHEAD = "version-ahead"

    def __str__(self) -> str:
        return str(self.value)
