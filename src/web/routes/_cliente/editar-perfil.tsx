import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ProfileScreen } from '../../account/ProfileScreen';

const customerArea = getRouteApi('/_cliente');

export const Route = createFileRoute('/_cliente/editar-perfil')({
  component: function EditProfileRoute() {
    const profile = customerArea.useLoaderData();
    // A new key remounts the form with the saved values after an update.
    return <ProfileScreen key={JSON.stringify(profile)} profile={profile} />;
  },
});
