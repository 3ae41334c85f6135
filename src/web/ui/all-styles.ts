// The whole of Mantine's styles, for every page outside the public site (see site-styles.ts and load-all-styles.ts).
import '@mantine/core/styles.layer.css';
