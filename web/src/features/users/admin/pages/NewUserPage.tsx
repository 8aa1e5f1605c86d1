import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { notifySuccess } from '@web/lib/notify';
import { useCreateUser } from '../api/create-user';
import { FormWithAside } from '../../components/FormWithAside';
import { UserForm } from '../../components/UserForm';

/** /auth/nuevo-usuario: the admin creates a user (spec §2, §5; the router lets only admins in). */
export default function NewUserPage() {
  const navigate = useNavigate();
  const mutation = useCreateUser();

  const submit = async (data: FormData): Promise<TUser> => {
    const { user } = await mutation.mutateAsync(data);
    notifySuccess('Usuario creado');
    void navigate(PATHS.profile(user._id));
    return user;
  };

  return (
    <PageShell
      title="Nuevo usuario"
      back={{ to: PATHS.admin('usuarios'), label: 'Volver a usuarios', link: true }}
      subtitle="Los campos con * son obligatorios: nombre, email y contraseña."
      size="lg"
    >
      <FormWithAside
        form={
          <UserForm
            mode="create"
            viewerIsAdmin
            isSelf={false}
            saving={mutation.isPending}
            submitLabel="Crear usuario"
            onSubmit={submit}
          />
        }
        aside={
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title="Después de crearlo"
          >
            Vas a poder ver sus controles, completar su anamnesis y asignarle un plan desde su
            perfil.
          </Alert>
        }
      />
    </PageShell>
  );
}
