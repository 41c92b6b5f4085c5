"""The stream server (``service.streams.app``): event streams and long polls on an event
loop, every other request forwarded to the API's own workers."""
