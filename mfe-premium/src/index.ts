// A remote is consumed through its exposed pages; this entry only keeps the async boundary for standalone builds.
import('./bootstrap');
