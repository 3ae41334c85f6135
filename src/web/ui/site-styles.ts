/**
 * Mantine's styles for the public pages and the frame every page starts with (header, footer, loader, 404):
 * only the components they draw, not all of @mantine/core/styles.css (Lighthouse found 220 KB of it unused on
 * the landing page). Every other page loads the whole sheet first (all-styles.ts). The layered files keep
 * Mantine below the app's own CSS whichever of the two sheets arrives last.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
// The hero's search box (TextInput: Input and its wrapper with label and error).
import '@mantine/core/styles/Input.layer.css';
// Unlayered, after Mantine: the focus ring, the skip link and reduced motion win over every component.
import './accessibility.css';
